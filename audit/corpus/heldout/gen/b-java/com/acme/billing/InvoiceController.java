package com.acme.billing;

import java.lang.reflect.Method;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

// A controller invoked by reflection (as a web framework does); its failure gives a real JVM trace.
public class InvoiceController {
    private final Map<String, Invoice> store = new HashMap<>();

    static class Invoice {
        String id; String customer;
        Invoice(String id, String customer) { this.id = id; this.customer = customer; }
    }

    public String getInvoice(String id) {
        Invoice inv = store.get(id);
        return normalizeCustomer(inv.customer);
    }

    public String closeInvoice(String id) {
        return Optional.ofNullable(store.get(id))
            .map(i -> i.id)
            .orElseThrow(() -> new IllegalStateException("Invoice " + id + " is not in state OPEN"));
    }

    static String normalizeCustomer(String c) { return c.trim().toLowerCase(); }

    public static String invoke(String method, String arg) throws Exception {
        Method m = InvoiceController.class.getMethod(method, String.class);
        return (String) m.invoke(new InvoiceController(), arg);
    }
}
