# Ruby: a loyalty service object evaluated under an app/ file name; the tool returns "#{e.class}: #{e.message}"
# plus the backtrace lines under /srv (the way Rails' backtrace cleaner keeps only application frames).
eval(<<~RUBY, binding, "/srv/loyalty/app/services/loyalty/redeem_points.rb", 1)
  module Loyalty
    class RedeemPoints
      def initialize(member_repo)
        @members = member_repo
      end

      def call(member_id:, points:)
        member = @members.find_by(external_id: member_id)
        balance = member.points_balance
        raise ArgumentError, "insufficient" if balance < points
        member
      end
    end
  end
RUBY
eval(<<~RUBY, binding, "/srv/loyalty/app/mcp/tools/redeem_points_tool.rb", 1)
  module Mcp
    module Tools
      class RedeemPointsTool
        def self.call(args, repo)
          Loyalty::RedeemPoints.new(repo).call(member_id: args.fetch("member_id"), points: Integer(args.fetch("points")))
        end
      end
    end
  end
RUBY
repo = Object.new
def repo.find_by(**) = nil
begin
  Mcp::Tools::RedeemPointsTool.call({ "member_id" => "twaudit-5e0b8d13", "points" => "250" }, repo)
rescue => e
  puts "#{e.class}: #{e.message}"
  puts e.backtrace.select { |l| l.start_with?("/srv/") }.map { |l| "  #{l}" }
end
