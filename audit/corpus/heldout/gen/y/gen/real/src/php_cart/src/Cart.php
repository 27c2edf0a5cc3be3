<?php
declare(strict_types=1);
namespace Shop\Cart;

final class Cart
{
    private array $items = [];

    public function add(string $sku, int $qty): void
    {
        $this->items[$sku] = ($this->items[$sku] ?? 0) + $qty;
    }
}
