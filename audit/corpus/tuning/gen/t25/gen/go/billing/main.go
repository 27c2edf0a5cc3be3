package main

import (
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"time"
)

type invoiceStore struct {
	byCustomer map[string][]string
}

var store invoiceStore // byCustomer never initialised

func (s *invoiceStore) add(customer, invoice string) {
	s.byCustomer[customer] = append(s.byCustomer[customer], invoice)
}

func createInvoice(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Customer string `json:"customer_id"`
	}
	json.NewDecoder(r.Body).Decode(&req)
	store.add(req.Customer, "inv-0001")
	w.WriteHeader(201)
}

func main() {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		log.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/invoices", createInvoice)
	srv := &http.Server{Handler: mux}
	go srv.Serve(ln)
	body := fmt.Sprintf(`{"customer_id":%q}`, os.Args[1])
	resp, err := http.Post("http://"+ln.Addr().String()+"/invoices", "application/json", stringsReader(body))
	if err == nil {
		io.Copy(io.Discard, resp.Body)
	}
	time.Sleep(200 * time.Millisecond)
}
