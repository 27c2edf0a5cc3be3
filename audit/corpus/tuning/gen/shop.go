// Go 1.19 (Debian golang-go) failures. Run: see go.sh. Prints "=== key ===" sections.
package main

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"strings"
	"time"
)

func section(key, text string) { fmt.Printf("=== %s ===\n%s\n", key, text) }

type Item struct{ SKU string }

func pickFirst(items []Item) string { return items[0].SKU }

func lookupInventory(query string) (sku string, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v\n\n%s", r, debug.Stack())
		}
	}()
	var items []Item // nothing matched
	return pickFirst(items), nil
}

func main() {
	if _, err := strconv.Atoi("twaudit-61f0b8d2"); err != nil {
		section("atoi", err.Error())
	}
	if _, err := strconv.ParseInt("987654321987", 10, 32); err != nil {
		section("parseint-range", err.Error())
	}
	if _, err := lookupInventory("SKU-1182"); err != nil {
		section("panic-stack", err.Error())
	}

	// The service resolves its upstream through service discovery; here the dialer maps the
	// name to a closed loopback port, so the error is the one the client really returns.
	client := &http.Client{Transport: &http.Transport{DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
		return (&net.Dialer{}).DialContext(ctx, network, "127.0.0.1:9")
	}}, Timeout: 2 * time.Second}
	if _, err := client.Get("http://inventory.prod.svc.cluster.local:8080/v1/stock?sku=SKU-1182"); err != nil {
		section("dial-refused", err.Error())
	}

	root := "/var/lib/mcp-workspace"
	req := "twaudit-c4d1e836/../../../../../../../etc/passwd"
	full := filepath.Join(root, req)
	if rel, err := filepath.Rel(root, full); err != nil || strings.HasPrefix(rel, "..") {
		section("path-escape", fmt.Sprintf("refusing to open %s: resolved path lies outside of workspace root %s", full, root))
	}
}
