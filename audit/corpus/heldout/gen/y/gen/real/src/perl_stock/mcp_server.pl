use strict; use warnings;
use lib 'lib';
use Stock::Inventaire;

sub tool_verifier_stock {
    my ($args) = @_;
    my $inv = Stock::Inventaire->new(dbh => undef);
    return { qte => $inv->quantite($args->{reference}) };
}

eval { tool_verifier_stock({ reference => 'LYO-5521' }) };
print $@ if $@;
