package main

// A Go tool whose handler dereferences a nil carrier rate; the panic's trace is
// what a careless recover() handler sends back.
import (
	"fmt"
	"os"
	"runtime/debug"
)

type Rate struct{ PerKg float64 }

type QuoteTool struct{ rates map[string]*Rate }

func (t *QuoteTool) Call(zone string, kg float64) float64 {
	return t.rates[zone].PerKg * kg
}

func main() {
	defer func() {
		if r := recover(); r != nil {
			fmt.Printf("panic: %v\n\n%s", r, debug.Stack())
			os.Exit(0)
		}
	}()
	t := &QuoteTool{rates: map[string]*Rate{"NO-1": {PerKg: 2.4}}}
	fmt.Println(t.Call("SE-3", 12))
}
