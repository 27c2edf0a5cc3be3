<?php
require __DIR__ . '/src/ShipmentQuote.php';

use App\Shipping\{RateTable, ShipmentQuote};

$table = new RateTable(['EU' => ['price' => 1200, 'kg' => 0], 'US' => ['price' => 1800, 'kg' => 2]]);
$q = new ShipmentQuote($table);
echo $q->quote($argv[1], (int)$argv[2]), "\n";
