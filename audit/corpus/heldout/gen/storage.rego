package mcp.storage

import rego.v1

allowed_buckets := {"reports-prod", "reports-staging", "ml-features"}

privileged_groups := {"data-platform-admins", "sre"}

deny contains msg if {
	not input.bucket in allowed_buckets
	msg := concat("", ["bucket '", input.bucket, "' is not in the allowed set [", concat(", ", sort(allowed_buckets)), "]"])
}

deny contains msg if {
	input.action == "delete"
	count({g | some g in input.principal.groups; g in privileged_groups}) == 0
	msg := concat("", ["principal '", input.principal.id, "' may not delete objects: requires membership in one of [", concat(", ", sort(privileged_groups)), "]"])
}
