package stock

import "strings"

type Bin struct {
	SKU string
	Qty int
}

// Reserve picks the bin for a SKU. Bug on purpose: trusts the part index from the SKU.
func Reserve(bins []Bin, sku string) Bin {
	parts := strings.Split(sku, "-")
	idx := len(parts[len(parts)-1]) // hex canary part is 8 chars long
	return bins[idx]
}
