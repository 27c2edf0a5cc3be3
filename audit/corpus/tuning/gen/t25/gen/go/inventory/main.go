package main

import (
	"fmt"
	"os"
	"sync"
	"time"

	"example.com/inventory-mcp/internal/stock"
)

func worker(id int, jobs <-chan string, wg *sync.WaitGroup) {
	defer wg.Done()
	bins := []stock.Bin{{"A-1", 4}, {"A-2", 0}, {"B-7", 12}}
	for sku := range jobs {
		b := stock.Reserve(bins, sku)
		fmt.Println(id, b.SKU)
	}
}

func main() {
	jobs := make(chan string)
	var wg sync.WaitGroup
	for i := 0; i < 2; i++ {
		wg.Add(1)
		go worker(i, jobs, &wg)
	}
	go func() { time.Sleep(time.Hour) }()
	jobs <- os.Args[1]
	wg.Wait()
}
