// Second-batch Go generator (go 1.19): prints "=== key ===" sections of error strings as a Go MCP server
// (mcp-go's mcp.NewToolResultError(err.Error())) would pass them on. Sections needing an unprivileged reader
// ("perm-*") are printed by a second run as nobody (see go.sh).
package main

import (
	"crypto/tls"
	"encoding/json"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

type ListArgs struct {
	Limit int32 `json:"limit"`
}

type PageArgs struct {
	Page uint8 `json:"page"`
}

type StringTagArgs struct {
	Limit int `json:"limit,string"`
}

func section(k, v string) { fmt.Printf("=== %s ===\n%s\n", k, v) }

// rbacv1helpers.CompactString format: "{APIGroups:%q, Resources:%q, Verbs:%q}"
func compact(groups, resources, verbs []string) string {
	return fmt.Sprintf("{%s}", strings.Join([]string{
		fmt.Sprintf("APIGroups:%q", groups), fmt.Sprintf("Resources:%q", resources), fmt.Sprintf("Verbs:%q", verbs)}, ", "))
}

func main() {
	if len(os.Args) > 1 && os.Args[1] == "perm" {
		root := "/srv/mcp/notes"
		p := filepath.Join(root, "twaudit-6a2d9e14/../../../../../../../etc/passwd")
		if _, err := os.Open(p); err != nil {
			section("perm-open", err.Error())
		}
		return
	}
	// k8s.io/kubernetes/pkg/registry/rbac/validation: ConfirmNoEscalation's message, wrapped by
	// apierrors.NewForbidden(roles.rbac.authorization.k8s.io, "deployer", err)
	groups := []string{"system:serviceaccounts", "system:serviceaccounts:mcp", "system:authenticated"}
	missing := []string{compact([]string{"apps"}, []string{"deployments"}, []string{"create", "delete"})}
	sort.Strings(missing)
	msg := fmt.Sprintf("user %q (groups=%q) is attempting to grant RBAC permissions not currently held:\n%s",
		"system:serviceaccount:mcp:kube-mcp", groups, strings.Join(missing, "\n"))
	section("rbac-escalation", fmt.Sprintf("roles.rbac.authorization.k8s.io %q is forbidden: %s", "deployer", msg))

	var a ListArgs
	if err := json.Unmarshal([]byte(`{"limit": 987654321987}`), &a); err != nil {
		section("json-number-range", err.Error())
	}
	var pg PageArgs
	if err := json.Unmarshal([]byte(`{"page": -1}`), &pg); err != nil {
		section("json-number-negative", err.Error())
	}
	var s StringTagArgs
	if err := json.Unmarshal([]byte(`{"limit": "twaudit-f04c7b19"}`), &s); err != nil {
		section("json-string-tag", err.Error())
	}
	var a2 ListArgs
	if err := json.Unmarshal([]byte(`{"limit": "twaudit-2e8d5a63"}`), &a2); err != nil {
		section("json-string-into-int", err.Error())
	}

	fsys := os.DirFS("/srv/mcp/notes")
	if _, err := fsys.Open("twaudit-9b3f0e72/../../../../../../../etc/passwd"); err != nil {
		section("dirfs-invalid", err.Error())
	}
	if _, err := fs.ReadFile(fsys, "twaudit-9b3f0e72/../../../../../../../etc/passwd"); err != nil {
		section("dirfs-readfile", err.Error())
	}

	c := &http.Client{Timeout: 5 * time.Second}
	if _, err := c.Get("https://127.0.0.1:58441/v1/rates?base=EUR"); err != nil {
		section("x509-unknown-authority", err.Error())
	}
	c2 := &http.Client{Timeout: 5 * time.Second, Transport: &http.Transport{TLSClientConfig: &tls.Config{}}}
	if _, err := c2.Get("https://billing.internal.acme.net.invalid:58442/"); err != nil {
		_ = err // DNS name not resolvable here; the hostname case is produced by node instead
	}
}
