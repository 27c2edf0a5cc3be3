<?php
// Runs Symfony's Security and Validator components (Debian's php-symfony-* packages) with
// their own translation catalogues and prints the exact messages they give.
require '/usr/share/php/Symfony/Component/Translation/autoload.php';
require '/usr/share/php/Symfony/Component/Validator/autoload.php';
foreach (glob('/usr/share/php/Symfony/Component/Security/*/autoload.php') as $a) { require $a; }

use Symfony\Component\Translation\Translator;
use Symfony\Component\Translation\Loader\XliffFileLoader;
use Symfony\Component\Security\Core\Exception as SE;
use Symfony\Component\Validator\Validation;
use Symfony\Component\Validator\Constraints as Assert;
use Symfony\Component\Validator\Mapping\ClassMetadata;

$secDir = '/usr/share/php/Symfony/Component/Security/Core/Resources/translations';
$valDir = '/usr/share/php/Symfony/Component/Validator/Resources/translations';
$out = [];

function tr($lang, $secDir, $valDir) {
    $t = new Translator($lang);
    $t->addLoader('xlf', new XliffFileLoader());
    foreach ([[$secDir, 'security'], [$valDir, 'validators']] as [$d, $dom]) {
        $f = "$d/$dom.$lang.xlf";
        if (is_file($f)) { $t->addResource('xlf', $f, $lang, $dom); }
    }
    return $t;
}

$sec = [
  ['hu', new SE\BadCredentialsException()],
  ['eu', new SE\LockedException()],
  ['cy', new SE\AccountExpiredException()],
  ['hr', new SE\CredentialsExpiredException()],
  ['sk', new SE\InsufficientAuthenticationException()],
  ['lt', new SE\InvalidCsrfTokenException()],
  ['sq', new SE\TooManyLoginAttemptsAuthenticationException(15)],
  ['et', new SE\DisabledException()],
];
foreach ($sec as [$lang, $ex]) {
    $t = tr($lang, $secDir, $valDir);
    $out["sf_sec_{$lang}"] = ['lang' => $lang, 'class' => get_class($ex),
        'key' => $ex->getMessageKey(),
        'text' => $t->trans($ex->getMessageKey(), $ex->getMessageData(), 'security', $lang)];
}

// Validator: a DTO of a tool's arguments
class RoomBooking {
    public $roomType; public $nights; public $guestEmail;
    public static function loadValidatorMetadata(ClassMetadata $m): void {
        $m->addPropertyConstraint('roomType', new Assert\Choice(['choices' => ['single', 'double', 'suite']]));
        $m->addPropertyConstraint('nights', new Assert\Range(['min' => 1, 'max' => 21]));
        $m->addPropertyConstraint('guestEmail', new Assert\NotBlank());
        $m->addPropertyConstraint('guestEmail', new Assert\Email());
    }
}
$canary = 'twaudit-' . bin2hex(random_bytes(4));
foreach ([['fr', 'enum'], ['sl', 'enum'], ['bg', 'above-max'], ['lv', 'empty']] as [$lang, $probe]) {
    $b = new RoomBooking();
    $b->roomType = 'double'; $b->nights = 3; $b->guestEmail = 'gast@example.org';
    $sent = null;
    if ($probe === 'enum') { $sent = 'twaudit-' . bin2hex(random_bytes(4)); $b->roomType = $sent; }
    if ($probe === 'above-max') { $sent = '1000'; $b->nights = 1000; }
    if ($probe === 'empty') { $sent = ''; $b->guestEmail = ''; }
    $v = Validation::createValidatorBuilder()->addMethodMapping('loadValidatorMetadata')
        ->setTranslator(tr($lang, $secDir, $valDir))->setTranslationDomain('validators')->getValidator();
    $list = $v->validate($b);
    $msgs = [];
    foreach ($list as $viol) { $msgs[] = ['path' => $viol->getPropertyPath(), 'message' => $viol->getMessage()]; }
    $out["sf_val_{$lang}"] = ['lang' => $lang, 'probe' => $probe, 'sent' => $sent,
        'string' => (string) $list, 'messages' => $msgs];
}
file_put_contents($argv[1], json_encode($out, JSON_UNESCAPED_UNICODE | JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES));
echo json_encode($out, JSON_UNESCAPED_UNICODE | JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES);
