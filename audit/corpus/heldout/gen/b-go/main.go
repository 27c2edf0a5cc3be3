// go build -trimpath; output /tmp/b-out/go.tsv (recovered cases) and stderr of the crashing modes
package main

import (
	"fmt"
	"net"
	"os"
	"runtime/debug"
	"strings"

	"github.com/northwind/fleet-mcp/internal/tools"
)

func put(k, v string) {
	r := strings.NewReplacer("\\", "\\\\", "\n", "\\n", "\t", "\\t")
	fmt.Println(k + "\t" + r.Replace(v))
}

// callTool recovers a handler panic and returns the panic plus debug.Stack(), as some servers do.
func callTool(fn func() string) (out string) {
	defer func() {
		if r := recover(); r != nil {
			out = fmt.Sprintf("panic: %v\n\n%s", r, debug.Stack())
		}
	}()
	return fn()
}

func closedPort() string {
	l, _ := net.Listen("tcp", "127.0.0.1:0")
	a := l.Addr().String()
	l.Close()
	return a
}

func main() {
	switch os.Args[1] {
	case "crash-index":
		fmt.Println(tools.NextStop("VH-12", 3))
	case "crash-nil":
		fmt.Println(tools.DriverName("VH-12"))
	case "recovered":
		put("go-recover-nilmap", callTool(func() string { tools.Tag("VH-12", "zone", "north"); return "" }))
		ch := make(chan string)
		go func() { ch <- callTool(func() string { return tools.NextStop("VH-12", 7) }) }()
		put("go-recover-goroutine", <-ch)
		_, err := tools.Telemetry("http://"+closedPort(), "VH-12")
		put("go-dial-refused", err.Error())
		l, _ := net.Listen("tcp", "127.0.0.1:0") // accepts, never answers
		go func() {
			for {
				c, e := l.Accept()
				if e != nil {
					return
				}
				_ = c
			}
		}()
		_, err = tools.Telemetry("http://"+l.Addr().String(), "VH-12")
		put("go-client-timeout", err.Error())
		_, err = tools.PageSize("twaudit-9b3e6f07")
		put("go-atoi-wrapped", err.Error())
		_, err = tools.Odometer("987654321987")
		put("go-parseint-range", err.Error())
		_, err = tools.Odometer("twaudit-c70a5d21")
		put("go-parseint-syntax", err.Error())
	}
}
