// Second-batch Java generator (OpenJDK 17): prints "=== key ===" sections of exception text as a Java MCP
// server would pass them on. Hibernate Validator 5.3 (Debian libhibernate-validator-java) with the Tomcat EL,
// Spring 4.3 validation (Debian libspring-context-java), java.time, a SecurityManager with a FilePermission
// policy, and java.net.http against the self-signed endpoint of services.sh.
package com.acme.ledger;

import java.io.FileInputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.security.*;
import java.time.LocalDate;
import java.util.Set;
import javax.validation.ConstraintViolation;
import javax.validation.Validation;
import javax.validation.Validator;
import javax.validation.constraints.Max;
import javax.validation.constraints.Min;
import javax.validation.constraints.Pattern;
import org.springframework.validation.BeanPropertyBindingResult;
import org.springframework.validation.BindException;
import org.springframework.validation.beanvalidation.SpringValidatorAdapter;

public class Ledger {
    public static class ReserveRequest {
        @Pattern(regexp = "^SKU-\\d{4}$", message = "'${validatedValue}' is not a valid SKU")
        public String sku;
        public String getSku() { return sku; }
    }

    public static class ListOrdersRequest {
        @Min(1) @Max(100)
        public long limit;
        public long getLimit() { return limit; }
    }

    static void section(String k, String v) { System.out.println("=== " + k + " ===\n" + v); }

    public static void main(String[] args) throws Exception {
        Validator v = Validation.buildDefaultValidatorFactory().getValidator();

        ReserveRequest r = new ReserveRequest();
        r.sku = "twaudit-6f2a9d0b' OR '1'='1' --";
        for (ConstraintViolation<ReserveRequest> cv : v.validate(r)) section("hv-validated-value", cv.getMessage());

        ListOrdersRequest q = new ListOrdersRequest();
        q.limit = 987654321987L;
        BeanPropertyBindingResult br = new BeanPropertyBindingResult(q, "listOrdersRequest");
        new SpringValidatorAdapter(v).validate(q, br);
        section("spring-bindexception", new BindException(br).getMessage());

        try { LocalDate.parse("twaudit-0a5c8e3f' OR '1'='1' --"); }
        catch (Exception e) { section("datetimeparse", e.getMessage()); section("datetimeparse-tostring", e.toString()); }

        try {
            HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("https://127.0.0.1:58441/v1/rates?base=EUR")).build(),
                HttpResponse.BodyHandlers.ofString());
        } catch (Exception e) { section("pkix", e.toString()); }

        // the service's policy: FilePermission read on /srv/exports/- (plus the JDK and the class path); all else allowed
        final Permissions files = new Permissions();
        files.add(new java.io.FilePermission("/srv/exports/-", "read"));
        files.add(new java.io.FilePermission(System.getProperty("java.home") + "/-", "read"));
        files.add(new java.io.FilePermission("/usr/share/java/-", "read"));
        files.add(new java.io.FilePermission("/tmp/t2-jvm/-", "read"));
        Policy.setPolicy(new Policy() {
            @Override public boolean implies(ProtectionDomain d, Permission p) {
                return !(p instanceof java.io.FilePermission) || files.implies(p);
            }
        });
        System.setSecurityManager(new SecurityManager());
        try { new FileInputStream("/srv/exports/twaudit-b7e1c420/../../../../../../../etc/passwd").close(); }
        catch (Exception e) { section("accesscontrol", e.toString()); }
    }
}
