package sat.tasking

import rego.v1

allowed_regions := {"EU-WEST", "EU-NORTH", "AFRICA-SOUTH"}
max_resolution_cm := 50

deny contains msg if {
	not input.region in allowed_regions
	msg := sprintf("region %v not in contract regions %v", [input.region, allowed_regions])
}

deny contains msg if {
	input.resolution_cm < max_resolution_cm
	msg := sprintf("resolution %vcm finer than licensed minimum %vcm", [input.resolution_cm, max_resolution_cm])
}

deny contains msg if {
	input.tenant != input.owner_tenant
	msg := sprintf("tenant %v may not task on behalf of %v", [input.tenant, input.owner_tenant])
}
