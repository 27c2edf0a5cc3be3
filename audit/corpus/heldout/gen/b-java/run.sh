#!/bin/sh
# Java 17 + Debian libhibernate-validator-java 5.3.6; output /tmp/b-out/java.tsv
cd "$(dirname "$0")"
CP=/usr/share/java/hibernate-validator.jar:/usr/share/java/geronimo-validation-1.1-spec.jar:/usr/share/java/jboss-logging.jar:/usr/share/java/classmate.jar
rm -rf /tmp/b-java-out && mkdir -p /tmp/b-java-out /tmp/b-out
javac -g -d /tmp/b-java-out -cp $CP com/acme/billing/InvoiceController.java com/acme/orders/Main.java
java -cp /tmp/b-java-out:$CP com.acme.orders.Main > /tmp/b-out/java.tsv 2>/dev/null
