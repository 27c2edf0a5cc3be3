// A Go tariff tool; a panic escapes and the server's recover() puts the stack in the JSON-RPC error data.
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"runtime/debug"
	"strings"
)

type zone struct{ name string; prices []int }

func priceFor(z zone, band int) int { return z.prices[band] }

func quote(zoneName string, band int) int {
	zones := map[string]zone{"north": {"north", []int{180, 240, 310}}}
	return priceFor(zones[zoneName], band)
}

func main() {
	defer func() {
		if r := recover(); r != nil {
			stack := string(debug.Stack())
			lines := strings.Split(stack, "\n")
			if len(lines) > 14 { lines = lines[:14] }
			out, _ := json.Marshal(map[string]any{"code": -32603, "message": "internal error",
				"data": map[string]any{"panic": fmt.Sprint(r), "stack": strings.Join(lines, "\n")}})
			fmt.Println(string(out))
		}
	}()
	fmt.Println(quote(os.Args[1], 3))
}
