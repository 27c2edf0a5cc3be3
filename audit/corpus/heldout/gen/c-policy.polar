actor User {}

resource Project {
  permissions = ["read", "comment", "close", "delete"];
  roles = ["viewer", "contributor", "maintainer"];

  "read" if "viewer";
  "comment" if "viewer";
  "viewer" if "contributor";
  "close" if "maintainer";
  "contributor" if "maintainer";
  "delete" if "maintainer";
}

has_role(user: User, name: String, project: Project) if
  role in user.roles and
  role.name = name and
  role.project = project.name;

allow(actor, action, resource) if
  has_permission(actor, action, resource);
