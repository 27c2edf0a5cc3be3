RATES = {"standard": 0.19, "reduced": 0.07}

def tax_for(line):
    return round(line["net"] * RATES[line["tax_class"]], 2)

def totals(lines):
    return sum(tax_for(l) for l in lines)
