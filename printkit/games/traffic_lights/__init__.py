"""Traffic Lights (Semáforo): three in a row of one colour on a 3x4 board."""
