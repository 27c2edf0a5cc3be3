package mcp.exports

import rego.v1

allowed_roles := {"dpo", "legal-admin"}
allowed_buckets := {"exports-eu", "exports-us", "exports-sandbox"}

deny contains msg if {
	input.action == "export"
	not input.principal.role in allowed_roles
	msg := sprintf("principal '%s' (role %s) may not export customer data: requires one of roles %v", [input.principal.id, input.principal.role, sort(allowed_roles)])
}

deny contains msg if {
	not input.bucket in allowed_buckets
	msg := sprintf("bucket '%s' is not an approved export destination; approved: %v", [input.bucket, sort(allowed_buckets)])
}
