package tools

import (
	"fmt"
	"io"
	"net/http"
	"strconv"
	"time"
)

type Vehicle struct {
	ID     string
	Driver *Driver
	Stops  []string
}
type Driver struct{ Name string }

var fleet = map[string]*Vehicle{"VH-12": {ID: "VH-12", Stops: []string{"A", "B", "C"}}}

// NextStop panics when idx is past the route (index out of range).
func NextStop(id string, idx int) string { return fleet[id].Stops[idx] }

// DriverName panics on a vehicle without a driver (nil pointer).
func DriverName(id string) string { return fleet[id].Driver.Name }

// Tag writes into a nil map.
func Tag(id, k, v string) {
	var tags map[string]string
	tags[k] = v
	_ = id
}

func Telemetry(base, id string) (string, error) {
	c := &http.Client{Timeout: 1500 * time.Millisecond}
	resp, err := c.Get(base + "/v1/vehicles/" + id + "/telemetry")
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b), nil
}

func PageSize(raw string) (int, error) {
	n, err := strconv.Atoi(raw)
	if err != nil {
		return 0, fmt.Errorf("invalid page_size: %w", err)
	}
	return n, nil
}

func Odometer(raw string) (int32, error) {
	n, err := strconv.ParseInt(raw, 10, 32)
	return int32(n), err
}
