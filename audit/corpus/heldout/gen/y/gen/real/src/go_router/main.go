package main

import "fmt"

type Stop struct{ Name string }

type Router struct{ stops []Stop }

func (r *Router) legAfter(i int) Stop {
	return r.stops[i+1]
}

func (r *Router) Plan(from int) []Stop {
	out := []Stop{}
	for i := from; i < len(r.stops); i++ {
		out = append(out, r.legAfter(i))
	}
	return out
}

func handlePlanRoute(args map[string]int) {
	r := &Router{stops: []Stop{{"Depot Nord"}, {"Halle 3"}, {"Kunde 7781"}}}
	fmt.Println(r.Plan(args["from"]))
}

func main() {
	handlePlanRoute(map[string]int{"from": 0})
}
