// Dials a closed local Redis port the way a Go cache client does; prints the error text.
package main

import (
	"fmt"
	"net"
	"time"
)

func main() {
	_, err := net.DialTimeout("tcp", "127.0.0.1:6379", 3*time.Second)
	fmt.Print(err)
}
