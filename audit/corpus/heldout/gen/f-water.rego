package water.valves

import rego.v1

delegated_zones := {"PZ-3", "PZ-4"}

default allow := false

allow if {
	"network-ops" in input.user.groups
	input.valve.pressure_zone in delegated_zones
}

reasons contains r if {
	not "network-ops" in input.user.groups
	r := {"code": "GROUP_REQUIRED", "required": "network-ops", "held": input.user.groups}
}

reasons contains r if {
	not input.valve.pressure_zone in delegated_zones
	r := {"code": "ZONE_NOT_DELEGATED", "zone": input.valve.pressure_zone, "delegated": delegated_zones}
}
