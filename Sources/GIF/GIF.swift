// GIF: placeholder until its issue lands.
