# Real Ruby 3.1 / ActiveModel 6.1 (Debian ruby-activemodel) output for batch U.
# Run: ruby gen/ruby_real.rb > gen/out/ruby_real.json
require "json"
require "digest"
require "active_model"

def canary(key) = "twaudit-" + Digest::SHA256.hexdigest("hu:" + key)[0, 8]

class Shift
  include ActiveModel::Validations
  attr_accessor :role, :hours, :note
  validates :role, inclusion: { in: %w[nurse porter cleaner], message: "%{value} is not a valid role" }
  validates :hours, numericality: { only_integer: true, greater_than: 0, less_than_or_equal_to: 12 }
  validates :note, length: { maximum: 280 }
end

out = {}
pb = "ActiveModel #{ActiveModel.version} (Debian ruby-activemodel), Ruby #{RUBY_VERSION}"
s = Shift.new; s.role = canary("am_incl_en"); s.hours = 8; s.valid?
out["am_incl_en"] = { "text" => s.errors.full_messages.join("; "), "produced_by" => pb + ", inclusion with the Rails-guide style message \"%{value} is not a valid role\"" }
s = Shift.new; s.role = "nurse"; s.hours = 1_000_001; s.valid?
out["am_max_en"] = { "text" => JSON.generate(s.errors.to_hash(true)), "produced_by" => pb + ", default messages" }

# a handler file laid out like a deployed tool, raising NoMethodError; the tool returns message + backtrace
File.write("/tmp/hu-scratch/srv/ruby-roster/roster.rb", <<~RUBY)
  module Roster
    SHIFTS = { "2024-06-01" => [{ "who" => "ana", "ward" => "B2" }] }.freeze
    def self.ward_for(date, person)
      SHIFTS[date].find { |s| s["who"] == person }.fetch("ward")
    end
  end
RUBY
File.write("/tmp/hu-scratch/srv/ruby-roster/tool.rb", <<~RUBY)
  require_relative "roster"
  module Tools
    def self.which_ward(args) = { "ward" => Roster.ward_for(args["date"], args["person"]) }
  end
RUBY
require "/tmp/hu-scratch/srv/ruby-roster/tool"
begin
  Tools.which_ward({ "date" => "2024-06-02", "person" => "ana" })
rescue => e
  out["rb_trace"] = { "text" => "#{e.class}: #{e.message}\n" + e.backtrace.first(2).map { |l| "\tfrom #{l}" }.join("\n"),
                      "produced_by" => "Ruby #{RUBY_VERSION} Exception#backtrace (Debian ruby)" }
end
puts JSON.pretty_generate(out)
