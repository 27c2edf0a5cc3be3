<?php
// A CMS preview tool: it returns the rendered page; the page carries PHP's uncaught-error output.
declare(strict_types=1);
namespace Redaktion\Vorschau;
final class Teaser {
    public static function kuerzen(string $text, int $laenge): string { return mb_substr($text, 0, $laenge); }
}
function renderArtikel(array $artikel): string {
    return "<h2>" . $artikel['titel'] . "</h2><p>" . Teaser::kuerzen($artikel['vorspann'], 140) . "</p>";
}
ini_set('display_errors', '1'); ini_set('html_errors', '0');
echo renderArtikel(['titel' => 'Sommerfest im Hafen', 'vorspann' => null]);
