// A small berth-allocation helper that panics on an out-of-range index, recovered by the tool
// wrapper which returns the panic value plus debug.Stack(), as some servers do.
package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"runtime/debug"
	"time"
)

type berthPlan struct{ Slots []string }

func pick(p berthPlan, n int) string { return p.Slots[n] }

func allocate(n int) (out string, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v\n\n%s", r, debug.Stack())
		}
	}()
	p := berthPlan{Slots: []string{"B1", "B2", "B3", "B4"}}
	return pick(p, n), nil
}

func main() {
	res := map[string]string{"go": os.Getenv("GOVERSION_LABEL")}
	if _, err := allocate(1000001); err != nil {
		res["panic"] = err.Error()
	}
	c := http.Client{Timeout: 2 * time.Second}
	if _, err := c.Get("http://127.0.0.1:1/v3/vessels/IMO9395044/eta"); err != nil {
		res["http"] = err.Error()
	}
	b, _ := json.MarshalIndent(res, "", " ")
	os.WriteFile(os.Args[1], b, 0o644)
	fmt.Println(string(b))
}
