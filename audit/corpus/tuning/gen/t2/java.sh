#!/bin/sh
# OpenJDK 17 with Debian's hibernate-validator 5.3, tomcat9 EL, spring 4.3 jars.
set -e
cd "$(dirname "$0")"
J=/usr/share/java
CP=$J/hibernate-validator.jar:$J/geronimo-validation-1.1-spec.jar:$J/jboss-logging.jar:$J/classmate.jar:$J/tomcat9-el-api.jar:$J/tomcat9-jasper-el.jar:$J/spring3-context.jar:$J/spring3-beans.jar:$J/spring3-core.jar:$J/commons-logging.jar
mkdir -p /tmp/t2-jvm && javac -nowarn -d /tmp/t2-jvm -cp "$CP" Ledger.java
java -Djava.security.manager=allow -cp "/tmp/t2-jvm:$CP" com.acme.ledger.Ledger > out/java.txt 2>/tmp/t2-java.err
