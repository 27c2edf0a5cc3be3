# A real Ruby backtrace from a small tariff-lookup tool module (lib/tools/tariffs.rb, written
# beside the working folder), as a tool that returns e.full_message would show it. Prints JSON.
require 'json'
require 'securerandom'

File.write('lib/tools/tariffs.rb', <<~RUBY)
  module Tools
    module Tariffs
      TABLE = { 'DE' => { 'standard' => 4.99, 'express' => 11.9 }, 'AT' => { 'standard' => 6.5 } }.freeze

      def self.rate(country, service)
        TABLE.fetch(country).fetch(service)
      end

      def self.call(args)
        { 'rate' => rate(args['country'], args['service']) }
      end
    end
  end
RUBY
$LOAD_PATH.unshift(File.expand_path('lib'))
require 'tools/tariffs'
sent = "twaudit-#{SecureRandom.hex(4)}"
out = {}
begin
  Tools::Tariffs.call('country' => 'AT', 'service' => sent)
rescue KeyError => e
  out['rb_backtrace'] = { lang: 'en', sent: sent, ruby: RUBY_VERSION,
                          text: e.full_message(highlight: false, order: :top) }
end
File.write(ARGV[0], JSON.pretty_generate(out))
puts out['rb_backtrace'][:text]
