package com.acme.orders;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.InvocationTargetException;
import java.util.Set;
import javax.validation.ConstraintViolation;
import javax.validation.Validation;
import javax.validation.Validator;
import javax.validation.constraints.Max;
import javax.validation.constraints.Min;
import javax.validation.constraints.Pattern;
import org.hibernate.validator.constraints.Email;
import org.hibernate.validator.messageinterpolation.ParameterMessageInterpolator;

public class Main {
    public static class SearchRequest {
        @Min(1) @Max(100) public long limit;
        @Pattern(regexp = "^[A-Z]{2}-[0-9]{6}$") public String orderRef;
        @Email public String email;
        SearchRequest(long limit, String ref, String email) { this.limit = limit; this.orderRef = ref; this.email = email; }
    }

    static String trace(Throwable t) { StringWriter w = new StringWriter(); t.printStackTrace(new PrintWriter(w)); return w.toString(); }

    static void put(String key, String text) {
        // one record per line: key TAB text-with-escapes (decoded by the assembler)
        System.out.println(key + "\t" + text.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t"));
    }

    public static void main(String[] a) throws Exception {
        // 1. NullPointerException (helpful NPE message, JDK 17) through reflection
        try { com.acme.billing.InvoiceController.invoke("getInvoice", "INV-2291"); }
        catch (InvocationTargetException e) { put("java-npe-trace", trace(e.getCause())); put("java-npe-msg", e.getCause().toString()); }
        // 2. IllegalStateException trace (for the Spring Boot error JSON)
        try { com.acme.billing.InvoiceController.invoke("closeInvoice", "INV-2291"); }
        catch (InvocationTargetException e) { put("java-ise-trace", trace(e.getCause())); put("java-ise-msg", e.getCause().getMessage()); }
        // 3. NumberFormatException echo
        try { Long.parseLong("twaudit-b5e0d93c"); } catch (NumberFormatException e) { put("java-nfe", e.toString()); }
        try { Integer.parseInt("987654321987"); } catch (NumberFormatException e) { put("java-nfe-range", e.toString()); }
        // 4. Hibernate Validator 5.3 (Bean Validation 1.1)
        Validator v = Validation.byDefaultProvider().configure()
            .messageInterpolator(new ParameterMessageInterpolator()).buildValidatorFactory().getValidator();
        Set<ConstraintViolation<SearchRequest>> vs = v.validate(new SearchRequest(987654321987L, "AB-123456", null));
        for (ConstraintViolation<SearchRequest> c : vs) put("hv-max-msg", c.getPropertyPath() + ": " + c.getMessage());
        for (ConstraintViolation<SearchRequest> c : vs)
            put("hv-max-fieldstyle", "Field error in object 'searchRequest' on field '" + c.getPropertyPath() + "': rejected value [" + c.getInvalidValue() + "]; default message [" + c.getMessage() + "]");
        vs = v.validate(new SearchRequest(10, "AB-123456", "twaudit-27f4c0e9' OR '1'='1' --"));
        for (ConstraintViolation<SearchRequest> c : vs) put("hv-email-msg", c.getPropertyPath() + ": " + c.getMessage());
        vs = v.validate(new SearchRequest(10, "twaudit-5a93d1b7' OR '1'='1' --", null));
        for (ConstraintViolation<SearchRequest> c : vs) {
            put("hv-pattern-msg", c.getPropertyPath() + ": " + c.getMessage());
            put("hv-pattern-fieldstyle", "Field error in object 'searchRequest' on field '" + c.getPropertyPath() + "': rejected value [" + c.getInvalidValue() + "]; default message [" + c.getMessage() + "]");
        }
    }
}
