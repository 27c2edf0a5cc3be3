// A dispatch job runner: real net/http dial error and a real goroutine panic trace.
package main

import (
	"fmt"
	"net/http"
	"os"
	"runtime/debug"
	"strings"
)

type Stop struct{ Name string }

func planRoute(stops []Stop, depot int) string {
	return stops[depot].Name
}

func runJob() (log string) {
	defer func() {
		if r := recover(); r != nil {
			log = fmt.Sprintf("panic: %v\n\n%s", r, debug.Stack())
		}
	}()
	return planRoute([]Stop{{"Kai 3"}, {"Lager Nord"}}, 4)
}

func main() {
	switch os.Args[1] {
	case "dial":
		_, err := http.Post("http://127.0.0.1:7070/v1/manifests", "application/json", strings.NewReader("{}"))
		fmt.Println(err)
	case "panic":
		fmt.Print(runJob())
	}
}
