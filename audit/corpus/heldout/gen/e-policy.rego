package egress

default allow := false

allowed_hosts := {"api.partner-logistics.example", "hooks.slack.com", "sftp.carrier-dhl.example"}

allow if input.host in allowed_hosts

deny contains msg if {
  not input.host in allowed_hosts
  msg := sprintf("egress to %s denied: host not in allowed_hosts %v", [input.host, allowed_hosts])
}

deny contains msg if {
  input.method == "DELETE"
  not "ops-admin" in input.groups
  msg := "DELETE requires group ops-admin"
}
