module fleetops/router

go 1.19
