package mcp.guard

import rego.v1

allowed_regions := {"eu-west-1", "eu-central-1"}
egress_allow := {"api.github.com", "hooks.slack.com", "*.acme.io"}
protected_namespaces := {"kube-system", "istio-system", "cert-manager"}
upload_types := {"pdf", "png", "jpg", "csv"}
mail_domains := {"acme.io", "acme-partners.com"}

deny contains msg if {
	input.action == "create_instance"
	not input.region in allowed_regions
	msg := sprintf("region %s is not permitted; allowed regions: eu-west-1, eu-central-1", [input.region])
}

deny contains msg if {
	input.action == "http_fetch"
	not host_allowed(input.host)
	msg := sprintf("egress to %s is blocked; allowlisted hosts: api.github.com, hooks.slack.com, *.acme.io", [input.host])
}

host_allowed(h) if h in egress_allow
host_allowed(h) if endswith(h, ".acme.io")

deny contains msg if {
	input.action == "delete_pod"
	input.namespace in protected_namespaces
	msg := sprintf("namespace %s is protected (protected namespaces: %v)", [input.namespace, sort(protected_namespaces)])
}

deny contains msg if {
	input.action == "deploy"
	input.environment == "production"
	not "release-manager" in input.principal.roles
	msg := sprintf("deploys to production require role release-manager; principal %s has roles %v", [input.principal.id, input.principal.roles])
}

deny contains msg if {
	input.action == "refund"
	input.amount > 10000
	not input.approved_by
	msg := sprintf("refund of %d exceeds the auto-approval limit of 10000; it needs approval by a member of finance-approvers", [input.amount])
}

deny contains msg if {
	input.action == "upload"
	not input.ext in upload_types
	msg := sprintf("file type .%s is not accepted (accepted: pdf, png, jpg, csv)", [input.ext])
}

deny contains msg if {
	input.action == "send_mail"
	domain := split(input.to, "@")[1]
	not domain in mail_domains
	msg := sprintf("recipient domain %s is outside the permitted mail domains", [domain])
}

deny contains "production changes are frozen from 2026-12-20 to 2027-01-05 (change-freeze window)" if {
	input.action == "deploy"
	input.environment == "production"
	input.date >= "2026-12-20"
	input.date <= "2027-01-05"
}
