<?php
declare(strict_types=1);
namespace Shop\Mcp;

use Shop\Cart\Cart;

final class Tools
{
    public function addToCart(array $args): array
    {
        $cart = new Cart();
        $cart->add($args['sku'], $args['menge']);
        return ['ok' => true];
    }
}
