package main

// A Go tool handler that converts the "quantity" argument with strconv.Atoi and
// returns err.Error() wrapped as the tool's error text.
import (
	"fmt"
	"os"
	"strconv"
)

func handle(q string) error {
	if _, err := strconv.Atoi(q); err != nil {
		return fmt.Errorf("invalid quantity: %w", err)
	}
	return nil
}

func main() { fmt.Print(handle(os.Args[1]).Error()) }
