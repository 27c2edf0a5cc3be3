<?php
namespace Scheduler\Tools;

final class Slots
{
    public static function parseStart(string $when): \DateTimeImmutable
    {
        return new \DateTimeImmutable($when, new \DateTimeZone('UTC'));
    }

    public static function book(string $when): string
    {
        $start = self::parseStart($when);
        return $start->format(DATE_ATOM);
    }
}

echo Slots::book($argv[1]), PHP_EOL;
