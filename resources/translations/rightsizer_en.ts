<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Cli</name>
    <message numerus="yes">
        <source>closed loop, %n client(s) per replica starting together, the first %1 requests measured (as a benchmark runs)</source>
        <translation>
            <numerusform>closed loop, %n client per replica, the first %1 requests measured (as a benchmark runs)</numerusform>
            <numerusform>closed loop, %n clients per replica starting together, the first %1 requests measured (as a benchmark runs)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s), TP %1, PP %2</source>
        <translation>
            <numerusform>%n GPU, TP %1, PP %2</numerusform>
            <numerusform>%n GPUs, TP %1, PP %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Serving (per replica unless stated; %n replica(s))</source>
        <translation>
            <numerusform>Serving (per replica unless stated; %n replica)</numerusform>
            <numerusform>Serving (per replica unless stated; %n replicas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n image(s)</source>
        <translation>
            <numerusform>%n image</numerusform>
            <numerusform>%n images</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recommended: %1 × %2 in %3 (%4, %n replica(s) at batch %5)</source>
        <translation>
            <numerusform>Recommended: %1 × %2 in %3 (%4, %n replica at batch %5)</numerusform>
            <numerusform>Recommended: %1 × %2 in %3 (%4, %n replicas at batch %5)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  median TPOT %1, median TTFT %2: simulated with Poisson arrivals at %3 per replica (%4 over %n replica(s)), %5 tokens per step, at most %6 sequences, as estimate --rate reports</source>
        <translation>
            <numerusform>  median TPOT %1, median TTFT %2: simulated with Poisson arrivals at %3 per replica (%4 over %n replica), %5 tokens per step, at most %6 sequences, as estimate --rate reports</numerusform>
            <numerusform>  median TPOT %1, median TTFT %2: simulated with Poisson arrivals at %3 per replica (%4 over %n replicas), %5 tokens per step, at most %6 sequences, as estimate --rate reports</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at least %n replica(s)</source>
        <translation>
            <numerusform>at least %n replica</numerusform>
            <numerusform>at least %n replicas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n host(s)</source>
        <translation>
            <numerusform>%n host</numerusform>
            <numerusform>%n hosts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n gap(s)</source>
        <translation>
            <numerusform>%n gap</numerusform>
            <numerusform>%n gaps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n period(s)</source>
        <translation>
            <numerusform>%n period</numerusform>
            <numerusform>%n periods</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Disaggregated serving (%n split(s) estimated)</source>
        <translation>
            <numerusform>Disaggregated serving (%n split estimated)</numerusform>
            <numerusform>Disaggregated serving (%n splits estimated)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n worker(s) at the plan (%2); one carries %3 within the SLA, %4 at saturation; on-demand %5 (%6); autoscaled today from %7 to %8 workers</source>
        <translation>
            <numerusform>%1: %n worker at the plan (%2); one carries %3 within the SLA, %4 at saturation; on-demand %5 (%6); autoscaled today from %7 to %8 workers</numerusform>
            <numerusform>%1: %n workers at the plan (%2); one carries %3 within the SLA, %4 at saturation; on-demand %5 (%6); autoscaled today from %7 to %8 workers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sequence(s) (largest that fits: %1)</source>
        <translation>
            <numerusform>%n sequence (largest that fits: %1)</numerusform>
            <numerusform>%n sequences (largest that fits: %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>TCO: %1 over %n month(s) (discount rate %2/year)</source>
        <translation>
            <numerusform>TCO: %1 over %n month (discount rate %2/year)</numerusform>
            <numerusform>TCO: %1 over %n months (discount rate %2/year)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On-prem does not break even with the best cloud option (%1) within %n month(s).</source>
        <translation>
            <numerusform>On-prem does not break even with the best cloud option (%1) within %n month.</numerusform>
            <numerusform>On-prem does not break even with the best cloud option (%1) within %n months.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recommendation: %1, the %2 (%3; %4 per month on average, %5 over %n month(s)).</source>
        <translation>
            <numerusform>Recommendation: %1, the %2 (%3; %4 per month on average, %5 over %n month).</numerusform>
            <numerusform>Recommendation: %1, the %2 (%3; %4 per month on average, %5 over %n months).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FieldSpecs</name>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s)</source>
        <translation>
            <numerusform>%n replica</numerusform>
            <numerusform>%n replicas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n item</numerusform>
            <numerusform>%n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n configuration(s)</source>
        <translation>
            <numerusform>%n configuration</numerusform>
            <numerusform>%n configurations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) in all</source>
        <translation>
            <numerusform>%n GPU in all</numerusform>
            <numerusform>%n GPUs in all</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n worker(s) at the plan (%2); %3</source>
        <translation>
            <numerusform>%1: %n worker at the plan (%2); %3</numerusform>
            <numerusform>%1: %n workers at the plan (%2); %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TcoView</name>
    <message numerus="yes">
        <source>%1: %n worker(s) at the plan (%2), %3; its GPU's prices, servers and power are its own</source>
        <translation>
            <numerusform>%1: %n worker at the plan (%2), %3; its GPU's prices, servers and power are its own</numerusform>
            <numerusform>%1: %n workers at the plan (%2), %3; its GPU's prices, servers and power are its own</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TelemetryPanel</name>
    <message numerus="yes">
        <source>%n host(s)</source>
        <translation>
            <numerusform>%n host</numerusform>
            <numerusform>%n hosts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TornadoChart</name>
    <message numerus="yes">
        <source>%n smaller swing(s)</source>
        <translation>
            <numerusform>%n smaller swing</numerusform>
            <numerusform>%n smaller swings</numerusform>
        </translation>
    </message>
</context>
</TS>
