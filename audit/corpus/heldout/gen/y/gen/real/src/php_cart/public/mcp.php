<?php
declare(strict_types=1);
require __DIR__ . '/../src/Cart.php';
require __DIR__ . '/../src/Tools.php';
$tools = new Shop\Mcp\Tools();
$tools->addToCart(['sku' => 'KB-778', 'menge' => '2 Stück']);
