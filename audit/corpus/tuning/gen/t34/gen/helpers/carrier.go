// Helper run by gen/run_probes.py: each subcommand performs one real failing operation
// and prints the resulting Go error text to stdout.
package main

import (
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"runtime/debug"
	"strconv"
	"time"
)

type Shipment struct {
	Reference   string `json:"reference"`
	WeightGrams int    `json:"weight_grams"`
}

func pick(lines []string, i int) string { return lines[i] }

func main() {
	switch os.Args[1] {
	case "timeout":
		ln, _ := net.Listen("tcp", "127.0.0.1:0")
		go http.Serve(ln, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { time.Sleep(3 * time.Second) }))
		c := &http.Client{Timeout: 400 * time.Millisecond}
		_, err := c.Get("http://" + ln.Addr().String() + "/v2/rates?lane=" + os.Args[2])
		fmt.Print(err)
	case "unmarshal":
		var s Shipment
		err := json.Unmarshal([]byte(`{"reference":"PKG-88120","weight_grams":"`+os.Args[2]+`"}`), &s)
		fmt.Print(err)
	case "dial":
		_, err := net.DialTimeout("tcp", "127.0.0.1:"+os.Args[2], time.Second)
		fmt.Print(err)
	case "atoi":
		_, err := strconv.Atoi(os.Args[2])
		fmt.Print(err)
	case "panic":
		defer func() {
			if r := recover(); r != nil {
				fmt.Printf("panic: %v\n\n%s", r, debug.Stack())
			}
		}()
		lines := []string{"standard", "express", "same-day"}
		n, _ := strconv.Atoi(os.Args[2])
		fmt.Print(pick(lines, n))
	}
}
