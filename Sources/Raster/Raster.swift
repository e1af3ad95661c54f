// Raster: placeholder until its issue lands.
