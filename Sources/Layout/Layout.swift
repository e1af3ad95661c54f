// Layout: placeholder until its issue lands.
