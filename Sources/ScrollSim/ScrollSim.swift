// ScrollSim: placeholder until its issue lands.
