<?php
// Shipping-quote tool fragment: divides by a per-unit weight that can be zero (t25-041).
namespace App\Shipping;

final class RateTable
{
    public function __construct(private array $rates) {}

    public function perKilo(string $zone): int
    {
        return intdiv($this->rates[$zone]['price'], $this->rates[$zone]['kg']);
    }
}

final class ShipmentQuote
{
    public function __construct(private RateTable $table) {}

    public function quote(string $zone, int $kilos): int
    {
        return $this->table->perKilo($zone) * $kilos;
    }
}
