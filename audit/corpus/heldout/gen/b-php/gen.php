<?php
// PHP 8.2 CLI + pdo_sqlite (Debian php-cli, php-sqlite3); output /tmp/b-out/php.tsv
// Writes the handler classes to a deployed-looking folder under /tmp and includes them.
$root = '/tmp/b-php/orders-mcp/src';
@mkdir($root, 0777, true);
file_put_contents("$root/OrderRepository.php", <<<'PHP'
<?php
namespace Shop\Mcp;

class OrderRepository
{
    public function __construct(private \PDO $db) {}

    public function byCustomer(string $customer): array
    {
        $sql = "SELECT id, total FROM orders WHERE customer = '" . $customer . "'\n AND deleted_at IS NULL)";
        return $this->db->query($sql)->fetchAll();
    }
}
PHP);
file_put_contents("$root/ToolRouter.php", <<<'PHP'
<?php
namespace Shop\Mcp;

class ToolRouter
{
    public function __construct(private OrderRepository $orders) {}

    public function call(string $tool, array $args): array
    {
        return match ($tool) {
            'orders_by_customer' => $this->orders->byCustomer($args['customer']),
            'orders_since' => ['since' => (new \DateTimeImmutable($args['since']))->format(DATE_ATOM)],
        };
    }
}
PHP);
// the calling script lives in the app folder too, so no frame names this generator
@mkdir("$root/../bin", 0777, true);
file_put_contents("$root/../bin/mcp-server.php", "<?php\n" . <<<'PHP'
require __DIR__ . "/../src/OrderRepository.php";
require __DIR__ . "/../src/ToolRouter.php";

function put($k, $v) { echo $k, "\t", str_replace(["\\", "\n", "\t"], ["\\\\", "\\n", "\\t"], $v), "\n"; }

$db = new PDO('sqlite::memory:');
$db->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);
$db->exec('CREATE TABLE orders (id INTEGER PRIMARY KEY, customer TEXT, total REAL, deleted_at TEXT)');
$router = new Shop\Mcp\ToolRouter(new Shop\Mcp\OrderRepository($db));
$q = "twaudit-0a6c3e95' OR '1'='1' --";
try { $router->call('orders_by_customer', ['customer' => $q]); }
catch (Throwable $e) { put('php-pdo-string', (string)$e); put('php-pdo-msg', $e->getMessage()); }
try { $router->call('orders_since', ['since' => "twaudit-5f8e2b47' OR '1'='1' --"]); }
catch (Throwable $e) { put('php-datetime', get_class($e) . ': ' . $e->getMessage()); }
try { $router->call('refund', []); }
catch (Throwable $e) { put('php-unhandled-match', (string)$e); }
$s = stream_socket_server('tcp://127.0.0.1:0'); $addr = stream_socket_get_name($s, false); fclose($s);
$r = @file_get_contents("http://$addr/api/stock?sku=B-7");
put('php-fgc', error_get_last()['message']);
PHP);
passthru('php ' . escapeshellarg(realpath("$root/../bin/mcp-server.php")));
