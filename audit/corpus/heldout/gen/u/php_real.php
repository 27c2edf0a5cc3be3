<?php
// Real PHP 8.2 (Debian php-cli) and Symfony Validator 5.4 (Debian php-symfony-validator, its shipped
// XLIFF translations) output for batch U. Run: php gen/php_real.php > gen/out/php_real.json
// (the open_basedir and uncaught-exception cases run in child php processes, as a tool's worker would).
require_once '/usr/share/php/Symfony/Component/Validator/autoload.php';
require_once '/usr/share/php/Symfony/Component/Translation/autoload.php';
require_once '/usr/share/php/Symfony/Component/Config/autoload.php';
use Symfony\Component\Validator\Validation;
use Symfony\Component\Validator\Constraints as Assert;
use Symfony\Component\Translation\Translator;
use Symfony\Component\Translation\Loader\XliffFileLoader;

function canary($key) { return 'twaudit-' . substr(hash('sha256', 'hu:' . $key), 0, 8); }
$out = [];
$PB_SF = 'Symfony Validator 5.4 (Debian php-symfony-validator) with its %s translation, PHP ' . PHP_VERSION;

function validate_in($locale, $value, $constraints) {
    $t = new Translator($locale);
    $t->addLoader('xlf', new XliffFileLoader());
    $t->addResource('xlf', "/usr/share/php/Symfony/Component/Validator/Resources/translations/validators.$locale.xlf", $locale, 'validators');
    $v = Validation::createValidatorBuilder()->setTranslator($t)->setTranslationDomain('validators')->getValidator();
    $msgs = [];
    foreach ($v->validate($value, $constraints) as $viol) { $msgs[] = $viol->getMessage(); }
    return $msgs;
}
// Croatian: a choice outside the list (the message names no allowed values)
$out['sf_choice_hr'] = ['text' => json_encode(['errors' => ['visibility' => validate_in('hr', canary('sf_choice_hr'), [new Assert\Choice(['choices' => ['private', 'team', 'public']])])]], JSON_UNESCAPED_UNICODE), 'produced_by' => sprintf($PB_SF, 'hr')];
// Slovak: a number above the maximum
$out['sf_max_sk'] = ['text' => implode("\n", validate_in('sk', 1000001, [new Assert\LessThanOrEqual(500)])), 'produced_by' => sprintf($PB_SF, 'sk')];
// Indonesian: an oversized string
$out['sf_len_id'] = ['text' => implode("\n", validate_in('id', str_repeat(canary('sf_len_id'), 600), [new Assert\Length(['max' => 2000])])), 'produced_by' => sprintf($PB_SF, 'id')];
// Lithuanian: an empty string
$out['sf_blank_lt'] = ['text' => 'name: ' . implode("\n", validate_in('lt', '', [new Assert\NotBlank()])), 'produced_by' => sprintf($PB_SF, 'lt')];
// Romanian: a wrong type
$out['sf_type_ro'] = ['text' => implode("\n", validate_in('ro', canary('sf_type_ro'), [new Assert\Type('integer')])), 'produced_by' => sprintf($PB_SF, 'ro')];
// Hebrew: below the minimum
$out['sf_min_he'] = ['text' => implode("\n", validate_in('he', -5, [new Assert\GreaterThanOrEqual(1)])), 'produced_by' => sprintf($PB_SF, 'he')];

// open_basedir refusal, in a worker started with -d open_basedir
$code = '$w = []; set_error_handler(function ($no, $msg) use (&$w) { $w[] = $msg; return true; }); $r = file_get_contents($argv[1]); echo $r === false ? implode("\n", $w) : "read";';
$cmd = 'php -d open_basedir=/srv/docs:/tmp/uploads -r ' . escapeshellarg($code) . ' ' . escapeshellarg('/srv/docs/../../../etc/passwd');
$out['php_basedir'] = ['text' => trim(shell_exec($cmd)), 'produced_by' => 'PHP ' . PHP_VERSION . ' (Debian php-cli) open_basedir warnings collected by the worker error handler'];

// an uncaught exception in a worker script laid out like a deployed tool
@mkdir('/tmp/hu-scratch/srv/php-docs/src', 0777, true);
file_put_contents('/tmp/hu-scratch/srv/php-docs/src/InvoiceRepository.php', <<<'PHP'
<?php
final class InvoiceRepository {
    private array $rows = [];
    public function find(string $number): array {
        if (!preg_match('/^INV-\d{6}$/', $number)) {
            throw new InvalidArgumentException("Malformed invoice number");
        }
        return $this->rows[$number] ?? throw new OutOfBoundsException("Invoice $number not loaded");
    }
}
PHP);
file_put_contents('/tmp/hu-scratch/srv/php-docs/worker.php', <<<'PHP'
<?php
require __DIR__ . '/src/InvoiceRepository.php';
function handle_get_invoice(array $args): string {
    $repo = new InvoiceRepository();
    return json_encode($repo->find($args['number']));
}
try {
    echo handle_get_invoice(['number' => 'INV-004211']);
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage() . "\n" . $e->getTraceAsString();
}
PHP);
$out['php_trace'] = ['text' => trim(shell_exec('php /tmp/hu-scratch/srv/php-docs/worker.php')), 'produced_by' => 'PHP ' . PHP_VERSION . ' (Debian php-cli) Throwable::getTraceAsString()'];

echo json_encode($out, JSON_UNESCAPED_UNICODE | JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES), "\n";
