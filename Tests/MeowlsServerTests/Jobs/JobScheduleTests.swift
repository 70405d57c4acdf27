import Testing

@testable import MeowlsServer

@Suite struct JobScheduleTests {
  @Test func theNextRunIsStrictlyLaterAndOnTheOffset() {
    let hourly = JobSchedule(every: 3_600, offset: 60)
    #expect(hourly.next(after: 0) == 60)
    #expect(hourly.next(after: 59) == 60)
    #expect(hourly.next(after: 60) == 3_660)
    #expect(hourly.next(after: 1_800_000_000) == 1_800_000_060)
    #expect(JobSchedule(every: 10, offset: -3).next(after: -20) == -13)
    #expect(JobSchedule(every: 86_400, offset: 600).next(after: 86_400 * 5 + 601) == 86_400 * 6 + 600)
  }

  @Test func thePaymentSimulations() {
    #expect(PaymentSimulation.everyThirdCardOrder.pays(number: 1_000_002, paymentType: .card))
    #expect(!PaymentSimulation.everyThirdCardOrder.pays(number: 1_000_002, paymentType: .cash))
    #expect(!PaymentSimulation.everyThirdCardOrder.pays(number: 1_000_001, paymentType: .card))
    #expect(PaymentSimulation.always.pays(number: 1, paymentType: .cash))
    #expect(!PaymentSimulation.never.pays(number: 3, paymentType: .card))
  }
}
