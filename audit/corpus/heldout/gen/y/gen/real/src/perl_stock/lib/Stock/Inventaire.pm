package Stock::Inventaire;
use strict; use warnings;
use Carp qw(confess);

sub new { my ($class, %a) = @_; return bless {%a}, $class }

sub quantite {
    my ($self, $ref) = @_;
    my $row = $self->{dbh} ? $self->{dbh}->{$ref} : undef;
    confess "Can't locate article '$ref' in entrepot index" unless $row;
    return $row->{qte};
}
1;
