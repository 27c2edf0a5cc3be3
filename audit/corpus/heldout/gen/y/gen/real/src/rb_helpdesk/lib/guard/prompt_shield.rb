module Guard
  class PromptInjectionDetected < StandardError; end

  class PromptShield
    THRESHOLD = 0.85

    def score(text)
      text.downcase.include?("ignore all previous") ? 0.97 : 0.01
    end

    def check!(text)
      s = score(text)
      raise PromptInjectionDetected, "input flagged as prompt injection (score=#{s}, threshold=#{THRESHOLD})" if s >= THRESHOLD
      text
    end
  end
end
