<?php
// Batch D: a real PHP uncaught-exception report (PDOException from the sqlite driver).
function find_ticket(PDO $db, string $id) {
    $db->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);
    return $db->query("SELECT * FROM tickets WHERE id = '$id'")->fetch();
}
$db = new PDO('sqlite::memory:');
find_ticket($db, $argv[1]);
