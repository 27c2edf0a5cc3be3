package com.acme.crm;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** Calls a (closed) local port the way the CRM sync tool calls its upstream; prints the stack trace. */
public class ContactSyncClient {
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(3)).build();

    String fetchContacts(String segment) throws Exception {
        HttpRequest req = HttpRequest.newBuilder(URI.create("http://127.0.0.1:8089/api/v2/contacts?segment=" + segment)).GET().build();
        return http.send(req, HttpResponse.BodyHandlers.ofString()).body();
    }

    public static void main(String[] args) {
        try {
            new ContactSyncClient().fetchContacts("newsletter");
        } catch (Exception e) {
            StringWriter sw = new StringWriter();
            e.printStackTrace(new PrintWriter(sw));
            System.out.print(sw);
        }
    }
}
